// The global layers load first, so component styles (imported by their components) follow them in the cascade.
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
// Field, Tabs and the form classes; beside the components that use them, loaded with the first bundle.
import './components/forms.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppQueryClient } from './app/app';
import { initI18n } from './i18n';

// The first API calls start now, beside the translations.
const queryClient = createAppQueryClient();

// Translations of the current language load before the first paint, so no key flashes.
// The first render is a transition, so React yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (the server's first paint stays up meanwhile).
void initI18n().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
});
