import { DEFAULT_LANGUAGE } from '@hondana/contract';
import { translate } from '@hondana/i18n';

/** Placeholder until the web shell lands: proves the build, the CSP and the shared catalogues work together. */
export function App() {
  const lang = DEFAULT_LANGUAGE;
  return (
    <main>
      <h1>{translate(lang, 'app.name')}</h1>
      <p>{translate(lang, 'app.shellComing')}</p>
    </main>
  );
}
