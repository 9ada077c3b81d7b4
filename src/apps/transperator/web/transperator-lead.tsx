/** Transperator's lead line, under its title; the shell also shows it while the page loads. */
export function TransperatorLead() {
  return (
    <>
      Make one colour transparent in your PNG and JPEG images. The work happens in your browser;
      nothing leaves it until you upload.
    </>
  );
}
