import { setSoundMuted, useSoundMuted } from './asset-sound';
import { StrokeIcon } from './stroke-icon';

/** A speaker, with waves when sound is on and a cross when muted; drawn, so no emoji font is needed. */
function SpeakerIcon({ muted }: { readonly muted: boolean }) {
  return (
    <StrokeIcon size={20}>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      {muted ? (
        <path d="m16 9.5 5 5m0-5-5 5" />
      ) : (
        <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
      )}
    </StrokeIcon>
  );
}

/** Mutes or unmutes the site's sounds; the choice is remembered in this browser. */
export function SoundToggle({ className }: { readonly className?: string }) {
  const muted = useSoundMuted();
  return (
    <button
      type="button"
      className={className ? `button button--quiet ${className}` : 'button button--quiet'}
      aria-pressed={muted}
      onClick={() => setSoundMuted(!muted)}
    >
      <SpeakerIcon muted={muted} />
      Mute sounds
    </button>
  );
}
