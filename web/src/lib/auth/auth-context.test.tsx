import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { AuthProvider, useAuth } from './auth-context.tsx';

function ShowsLoading() {
  const { loading, user } = useAuth();
  return <p>{loading ? 'Loading...' : (user?.name ?? 'signed out')}</p>;
}

describe('useAuth', () => {
  it('throws outside its provider with the spec text', () => {
    expect(() => renderToString(<ShowsLoading />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('is loading until the first session check returns', () => {
    expect(
      renderToString(
        <AuthProvider>
          <ShowsLoading />
        </AuthProvider>,
      ),
    ).toContain('Loading...');
  });
});
