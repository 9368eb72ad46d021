import { Outlet } from 'react-router';

/** Frame of the administration console (its screens arrive with the console itself). */
export function AdminLayout() {
  return (
    <main id="main" style={{ minHeight: '100vh', padding: 24 }}>
      <Outlet />
    </main>
  );
}
