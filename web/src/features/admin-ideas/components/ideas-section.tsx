/** Being built: replaced by the section's screen in this change. */
export function IdeasSection() {
  return null;
}
