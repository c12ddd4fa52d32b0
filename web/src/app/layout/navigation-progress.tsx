import { useNavigation } from 'react-router';

// Pages are loaded on demand; a thin bar shows that a click is being handled while the page's code arrives.
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Loading page" />;
}
