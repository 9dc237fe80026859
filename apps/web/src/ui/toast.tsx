/** Short messages over the screen: 2 s by default, 3.5 s for a long one. */
export const toastMs = 2_000;
export const longToastMs = 3_500;

function loadToasts() {
  return import('./imperative');
}

/**
 * Starts downloading the toast code before a message may be needed (when a form is sent), so the
 * answer's toast is not held up by it on a slow network.
 */
export function prepareToasts(): void {
  void loadToasts();
}

export function showToast(message: string, durationMs: number = toastMs): void {
  void loadToasts().then(({ Toast }) =>
    Toast.show({ content: <span data-testid="toast">{message}</span>, duration: durationMs }),
  );
}
