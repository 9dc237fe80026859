/** The frame around every screen: the phone column, the screen itself, and room for the tabs where they belong. */
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../ui/page-loading';
import { showsTabs } from './tab-paths';
import { AppStatusBar } from './app-status-bar';
import { useAddressLanguage } from './use-address-language';
import { useNativeBackButton } from './use-native-back-button';

export function AppLayout() {
  const { pathname } = useLocation();
  const withTabs = showsTabs(pathname);
  useNativeBackButton();
  useAddressLanguage();
  // A new screen starts at its top, not where the previous one was scrolled to. (The braces
  // matter: newer browsers return a promise from scrollTo, which React would take for a cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="kb-column" data-tabs={withTabs}>
      <AppStatusBar />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
