/** RGB Guesser's lead line, under its title; the shell also shows it while the page loads. */
export function RgbGuesserLead() {
  return (
    <>
      Find today&apos;s colour by its red, green and blue, each from 0 to 255. You have ten guesses,
      and every guess tells you which way to go on each channel.
    </>
  );
}
