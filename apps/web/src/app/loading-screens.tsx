import { FullPageStatus } from '../components/full-page-status';

/** The first load of the application (docs/product/screens.md#start-up-screens). */
export function InitializingScreen() {
  return <FullPageStatus title="Initializing Application" subtitle="Getting everything ready for you..." />;
}

/** A signed-in user's menu (and then the shell) is loading. */
export function WelcomeBackScreen() {
  return (
    <FullPageStatus
      eyebrow="Welcome Back!"
      title="Loading Your Main Layout"
      subtitle="Preparing your personalized workspace..."
    />
  );
}

/** A signed-out page whose code is still on its way (shown when a link asks not to keep the old page). */
export function PageLoadingScreen() {
  return <FullPageStatus title="Loading..." />;
}
