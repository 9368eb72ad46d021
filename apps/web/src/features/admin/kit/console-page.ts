import type { Action } from '@hondana/contract';
import type { TablerIcon } from '@tabler/icons-react';
import type { LazyComponent } from '../../../shared/lazy-component.ts';

/**
 * What a console page needs to act on: nothing (the platform: home), a company (its contents, user
 * groups, settings), or one service of a company.
 */
export type ConsolePageScope = 'none' | 'company' | 'service';

/** One page of the administration console: the one list drives routes, navigation and the palette. */
export interface ConsolePage {
  /** Stable name: `data-nav` of its menu entry, the palette's action id. */
  id: string;
  /** Path under the scope's prefix (`contents/:id`); '' for the console's home. */
  path: string;
  /** Text key of its title in the menu and the palette. */
  titleKey: string;
  /** Further words the palette finds it by (text keys). */
  keywordKeys?: readonly string[];
  icon: TablerIcon;
  /** The ability (from `GET /auth/info`) that shows it; null: every signed-in admin. */
  action: Action | null;
  scope: ConsolePageScope;
  /** Listed in the menu and the palette (detail and form pages are reached from their list). */
  listed: boolean;
  component: LazyComponent<object>;
}
