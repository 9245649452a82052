import { httpMessages } from '../../../shared/messages';

/** The runtime config could not be loaded: nothing else can work, so say so plainly. */
export function StartupError() {
  return (
    <main className="startup-error" role="alert">
      <p>{httpMessages.dataNotLoaded}</p>
    </main>
  );
}
