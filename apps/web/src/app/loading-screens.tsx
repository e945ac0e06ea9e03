import { FullPageStatus } from '../components/full-page-status';

/** Spec §2: the first load of the application. */
export function InitializingScreen() {
  return <FullPageStatus title="Initializing Application" subtitle="Getting everything ready for you..." />;
}

/** Spec §2: a signed-in user's menu (and then the shell) is loading. */
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
