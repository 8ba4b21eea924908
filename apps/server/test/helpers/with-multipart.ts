import { registerMultipart } from '../../src/uploads/multipart-plugin';
import type { App } from '../../src/app';

/** Test routes that take multipart bodies: the app parses multipart only where uploads arrive. */
export function withMultipart(define: (app: App) => void) {
  return (app: App) => {
    void app.register(async (scope) => {
      await registerMultipart(scope);
      define(scope as unknown as App);
    });
  };
}
