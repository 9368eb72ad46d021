import { webTextArea } from '../index.ts';

/** The web's vn texts of the `search` area (see `webTextAreas`); the web build replaces this module by the texts alone. */
export const texts = webTextArea('vn', 'search');
