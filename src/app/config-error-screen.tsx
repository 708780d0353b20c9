/** Shown instead of the app when the page was built or served without its settings. */
import type { ConfigError } from '../config/env.ts';

export function ConfigErrorScreen({ error }: { error: ConfigError }) {
  return (
    <main className="auth-page">
      <section className="auth-card" role="alert" aria-labelledby="config-title">
        <h1 id="config-title">Parley is not configured</h1>
        <p>
          The setting <code>{error.variable}</code> {error.problem}
        </p>
        <p>
          Set it in the build environment (see <code>.env.example</code>) or serve the app from the
          embedded stack, which provides every setting, then reload this page.
        </p>
      </section>
    </main>
  );
}
