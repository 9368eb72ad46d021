import { Navigate, useParams } from 'react-router';
import { PortalFrame } from '../layouts/PortalFrame.tsx';
import { useTenant } from '../tenant/tenant-context.tsx';
import { readCatchAll } from '../tenant/tenant-location.ts';
import { RequireLoginByAccessMode } from './guards.tsx';
import { PlaceholderPage } from './lazy-pages.tsx';

/** `/{contentGroupId}`, `/{contentGroupId}/{contentId}`, `/{contentId}` (seed 000 §2). */
export function CatchAllPage() {
  const { company } = useTenant();
  const params = useParams();
  const segments = (params['*'] ?? '').split('/').filter(Boolean);
  const target = readCatchAll(segments, company.noLayout);
  if (target.kind === 'home') return <Navigate to="/" replace />;
  if (target.kind === 'not-found') return <Navigate to="/404" replace />;
  if (company.noLayout) {
    return (
      <main id="main">
        <PlaceholderPage topic="content" />
      </main>
    );
  }
  const isGroup = target.kind === 'group';
  return (
    <RequireLoginByAccessMode>
      <PortalFrame sidebar banner={isGroup}>
        <PlaceholderPage topic={isGroup ? 'group' : 'content'} />
      </PortalFrame>
    </RequireLoginByAccessMode>
  );
}
