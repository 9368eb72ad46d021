import { Outlet } from 'react-router';
import { PortalFrame } from './PortalFrame.tsx';

/** The portal's layouts, each a route element wrapping its pages. */

export const UnauthenticatedLayout = () => (
  <PortalFrame sidebar={false} banner={false} headerVariant="account" />
);

export const PublicSearchLayout = () => <PortalFrame sidebar={false} banner={false} headerVariant="search" />;

export const HomeLayout = () => <PortalFrame sidebar banner />;

/** Home with the sidebar but no banner: content detail pages. */
export const HomeDetailLayout = () => <PortalFrame sidebar banner={false} />;

export const HomeNoSidebarLayout = () => <PortalFrame sidebar={false} banner={false} />;

export const HomeSearchLayout = () => <PortalFrame sidebar banner headerVariant="search" />;

export const HomeSearchDetailLayout = () => <PortalFrame sidebar banner={false} headerVariant="search" />;

export function NoLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}

/** The viewer fills the window. */
export function ViewOnlineLayout() {
  return (
    <main id="main" style={{ height: '100vh', width: '100vw', overflow: 'hidden' }}>
      <Outlet />
    </main>
  );
}
