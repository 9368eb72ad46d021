import { Navigate, useParams } from 'react-router';
import { PortalFrame } from '../layouts/PortalFrame.tsx';
import { useTenant } from '../tenant/tenant-context.tsx';
import { readCatchAll } from '../tenant/tenant-location.ts';
import { RequireLoginByAccessMode } from './guards.tsx';
import { ContentRoute, GroupRoute } from './lazy-pages.tsx';

/** `/{contentGroupId}`, `/{contentGroupId}/{contentId}`, `/{contentId}`. */
export function CatchAllPage() {
  const { company } = useTenant();
  const params = useParams();
  const segments = (params['*'] ?? '').split('/').filter(Boolean);
  const target = readCatchAll(segments, company.noLayout);
  if (target.kind === 'home') return <Navigate to="/" replace />;
  if (target.kind === 'not-found') return <Navigate to="/404" replace />;
  if (company.noLayout) {
    // Without the layout only content paths reach here (readCatchAll sends the rest to /404).
    return (
      <main id="main">{target.kind === 'content' && <ContentRoute contentId={target.contentId} />}</main>
    );
  }
  const isGroup = target.kind === 'group';
  return (
    <RequireLoginByAccessMode>
      <PortalFrame sidebar banner={isGroup}>
        {target.kind === 'group' ? (
          <GroupRoute groupId={target.contentGroupId} />
        ) : (
          <ContentRoute contentId={target.contentId} groupId={target.contentGroupId} />
        )}
      </PortalFrame>
    </RequireLoginByAccessMode>
  );
}
