import { useTenant } from '../../tenant/tenant-context.tsx';

/** The tenant shows the sidebar only when both its layout and its result settings allow it. */
export function useSidebarVisible(): boolean {
  const { settings } = useTenant();
  return (
    settings.layoutSettingResponse.showSidebar && settings.contentSearchResultSettingResponse.showSidebar
  );
}
