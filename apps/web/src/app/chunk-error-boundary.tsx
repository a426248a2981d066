import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../lib/lazy-with-timeout';

export const ChunkErrorScreen = ({ type }: { type: 'missing' | 'timeout' }) => {
  const { t } = useTranslation();
  return (
    <section className="status-screen status-screen--inline" role="alert" data-testid="chunk-error">
      <h1>{t('chunk.title')}</h1>
      <p>{t(type === 'timeout' ? 'chunk.timeout' : 'chunk.missing')}</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {t('chunk.reload')}
      </button>
    </section>
  );
};

type State = { error: unknown };

/** Catches a route chunk that failed to load and offers a reload (a fresh copy of the chunk). */
export class ChunkErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof ChunkLoadError) return <ChunkErrorScreen type={error.type} />;
    // Not a chunk failure: the next boundary up handles it.
    throw error instanceof Error ? error : new Error('Render failed', { cause: error });
  }
}
