import { webCatalogue } from '../index.ts';

/** The web's ja first-paint texts (see `webCatalogue`); the web build replaces this module by the texts alone. */
export const catalogue = webCatalogue('ja');
