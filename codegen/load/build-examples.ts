// catalog/examples.yaml → ExampleStep[] in file order, which is the replay order.

import { EXAMPLE_PARAMETERS, type ExampleStep } from '../model.js';
import type { NodeReader } from './node-reader.js';

export function buildExamples(root: NodeReader): ExampleStep[] {
  return root
    .get('steps')
    .items()
    .flatMap((item) => {
      const action = item.get('action').str();
      if (action === undefined) return [];
      const parameters: ExampleStep['parameters'] = {};
      for (const name of EXAMPLE_PARAMETERS) if (item.has(name)) parameters[name] = item.get(name).value;
      const step: ExampleStep = { action, parameters, status: item.get('status').num() ?? 0, pos: item.pos() };
      const newId = item.get('new_id').num();
      if (newId !== undefined) step.newId = newId;
      const title = item.get('title').str();
      if (title !== undefined) step.title = title;
      if (item.has('response')) step.response = item.get('response').value as Record<string, unknown>;
      return [step];
    });
}
