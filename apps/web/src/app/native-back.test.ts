/**
 * The native wrapper's back button with Capacitor mocked at its boundary: the plugin's listener
 * is the hardware button, `exitApp` is leaving the app. Back goes back through history; at a root
 * screen (or with no history) the first press warns and a second within a second quits.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

type BackButtonListener = (event: { canGoBack: boolean }) => void;

const native = vi.hoisted(() => ({
  isNative: true,
  listener: null as ((event: { canGoBack: boolean }) => void) | null,
  exitApp: vi.fn(async () => undefined),
  remove: vi.fn(async () => undefined),
}));

vi.mock('@capacitor/core', () => ({ Capacitor: { isNativePlatform: () => native.isNative } }));
vi.mock('@capacitor/app', () => ({
  App: {
    addListener: vi.fn(async (event: string, listener: BackButtonListener) => {
      if (event === 'backButton') native.listener = listener;
      return { remove: native.remove };
    }),
    exitApp: native.exitApp,
  },
}));

const { installNativeBackButton } = await import('./native-back');

function press(canGoBack: boolean) {
  if (!native.listener) throw new Error('no back-button listener installed');
  native.listener({ canGoBack });
}

describe('the hardware back button', () => {
  let path = '/user/usercenter';
  const goBack = vi.fn();
  const warn = vi.fn();

  beforeEach(() => {
    native.isNative = true;
    native.listener = null;
    path = '/user/usercenter';
    vi.clearAllMocks();
    vi.useFakeTimers({ now: new Date('2026-11-26T00:00:00Z') });
  });

  const install = () => installNativeBackButton({ currentPath: () => path, goBack, warn });

  it('goes back through history on an inner screen', () => {
    install();
    press(true);
    expect(goBack).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
    expect(native.exitApp).not.toHaveBeenCalled();
  });

  it('warns at home, then quits on a second press within a second', () => {
    path = '/home/index';
    install();
    press(true);
    expect(warn).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(900);
    press(true);
    expect(native.exitApp).toHaveBeenCalledOnce();
    expect(goBack).not.toHaveBeenCalled();
  });

  it('warns again instead of quitting when the second press comes after more than a second', () => {
    path = '/login/start';
    install();
    press(true);
    vi.advanceTimersByTime(1_001);
    press(true);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(native.exitApp).not.toHaveBeenCalled();
  });

  it('treats an inner screen with no history as a root', () => {
    install();
    press(false);
    press(false);
    expect(goBack).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    expect(native.exitApp).toHaveBeenCalledOnce();
  });

  it('installs nothing in a browser, and removes the listener when uninstalled', async () => {
    native.isNative = false;
    install()();
    expect(native.listener).toBeNull();
    native.isNative = true;
    const uninstall = install();
    uninstall();
    await vi.waitFor(() => expect(native.remove).toHaveBeenCalledOnce());
  });
});
