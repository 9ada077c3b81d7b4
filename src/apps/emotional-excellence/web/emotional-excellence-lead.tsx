/** Emotional Excellence's lead line, under its title; the shell also shows it while the page loads. */
export function EmotionalExcellenceLead() {
  return (
    <>
      Name how you feel, one layer at a time, and watch your days take colour. Everything stays in
      this browser: nothing is sent anywhere.
    </>
  );
}
