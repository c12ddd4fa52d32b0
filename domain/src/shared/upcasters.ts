// The product's upcasters: every event type whose payload shape changed, with the steps that read its older shapes
// (the mechanism: upcasting.ts).
import { STUDIO_APPLICATION_UPCASTERS } from '../builder-studio/studio-application-upcasters';
import { IDEA_VIEWS_UPCASTERS } from '../ideas/idea-views-upcasters';
import { WORKSPACE_UPCASTERS } from '../workspace/workspace-upcasters';
import { createUpcasting } from './upcasting';

/** The product's registry: the events whose shapes changed, each with its steps. */
export const { currentSchemaVersion, upcast, registerUpcaster } = createUpcasting({ ...WORKSPACE_UPCASTERS, ...STUDIO_APPLICATION_UPCASTERS, ...IDEA_VIEWS_UPCASTERS });
