import type { ComponentType } from 'react';

/** Imports a page's module and picks its component (see lazyPage). */
export type PageLoader<P> = () => Promise<ComponentType<P>>;
