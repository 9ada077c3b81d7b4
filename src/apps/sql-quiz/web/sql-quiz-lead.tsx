/** The SQL quiz's lead line, under its title; the shell also shows it while the page loads. */
export function SqlQuizLead() {
  return (
    <>
      Ten questions, no wrong answers. Pick whatever sounds most like you, and find out which SQL
      keyword shares your personality.
    </>
  );
}
