// The Projections section: each read model's position, lag, state and progress, and Rebuild.
export function ProjectionsSection() {
  return <section aria-label="Projections" />;
}
