// The global layers load first, so component styles (imported by their components) follow them in the cascade.
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
// Field, Tabs and the form classes; beside the components that use them, loaded with the first bundle.
import './components/forms.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppQueryClient } from './app/app';
import { initI18n } from './i18n';

// The first API calls start now, beside the translations.
const queryClient = createAppQueryClient();

// Translations of the current language load before the first paint, so no key flashes.
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
