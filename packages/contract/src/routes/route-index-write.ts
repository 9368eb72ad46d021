/** Writes route-index.ts from the route table: `npm run contract:route-index`. */
import { writeFileSync } from 'node:fs';
import { renderRouteIndex, routeIndexPath } from './route-index-render.ts';

writeFileSync(routeIndexPath, renderRouteIndex());
