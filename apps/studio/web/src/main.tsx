import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/studio.css';

// One bundle per page: the game the launch URL names, or the fairness verifier.
const PlayPage = lazy(() => import('./app/play-page').then((m) => ({ default: m.PlayPage })));
const VerifyPage = lazy(() => import('./verify/verify-page').then((m) => ({ default: m.VerifyPage })));

const page = location.pathname.startsWith('/verify') ? <VerifyPage /> : <PlayPage />;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={<div className="studio-loading" />}>{page}</Suspense>
  </StrictMode>,
);
