export function buildIfStale(app: 'web' | 'admin'): void;
export function buildApps(): void;
export function buildApp(app: 'web' | 'admin', folder?: string): void;
