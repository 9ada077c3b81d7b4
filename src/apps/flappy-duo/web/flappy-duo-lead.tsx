/** Flappy Duo's lead line, under its title; the shell also shows it while the page loads. */
export function FlappyDuoLead() {
  return (
    <>
      Two birds, one screen. Player 1 flaps with <kbd>W</kbd>, player 2 with <kbd>↑</kbd>; on a
      touch screen, tap your half. Whoever lasts longer wins.
    </>
  );
}
