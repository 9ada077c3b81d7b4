/** WordWeaver's lead line, under its title; the shell also shows it while the page loads. */
export function WordWeaverLead() {
  return (
    <>
      Catch the falling letters and weave words along the rows and columns. Every letter of the
      longest word in each row and column scores a point.
    </>
  );
}
