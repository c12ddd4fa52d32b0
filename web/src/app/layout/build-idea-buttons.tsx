import { useBuildIdea } from './use-build-idea';

export function BuildIdeaButtons({ onAction }: { onAction?: () => void }) {
  const buildIdea = useBuildIdea();
  const handleClick = () => {
    onAction?.();
    buildIdea();
  };
  return (
    <>
      <button type="button" className="button button--ghost" onClick={handleClick}>
        Got a Problem?
      </button>
      <button type="button" className="button button--accent" onClick={handleClick}>
        Build My Idea
      </button>
    </>
  );
}
