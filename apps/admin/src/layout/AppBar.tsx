import { LoadingIndicator, LocalesMenuButton, AppBar as RaAppBar, useTranslate } from 'react-admin';

/**
 * React-admin's app bar with its own toolbar (the language menu, the loading indicator), except that the spinner
 * shown while a request runs is named: react-admin's is a progressbar without a name, which axe reports.
 */
function Toolbar() {
  const translate = useTranslate();
  return (
    <>
      <LocalesMenuButton />
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </>
  );
}

export function AppBar() {
  return <RaAppBar toolbar={<Toolbar />} />;
}
