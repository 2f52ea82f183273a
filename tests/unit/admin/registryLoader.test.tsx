/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { describe, expect, it } from '@jest/globals';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { recordResources } from '../../../resources';
import { RecordResourcesProvider, useRecordResource } from '../../../src/client/admin/recordResources';
import { recordIndex } from '../../../src/generated/recordIndex.gen';
import { registry } from '../../../src/generated/registry.gen';

/**
 * The signed-in app registers its resources from the record index; the full registry (schemas)
 * is loaded with the first page that reads a definition. No preloading here: this file starts
 * with the registry not loaded, as the app does.
 */
function ContactSchemaTitle() {
  const contacts = useRecordResource('contact');
  return <p>{String(contacts.def.schema.title)}</p>;
}

describe('the deferred record registry', () => {
  it('resources are registered from the index; their definition is refused until the registry is loaded', () => {
    const contacts = recordResources.find((r) => r.name === 'contact')!;
    expect(contacts.resourceProps).toMatchObject({ name: registry.contact.resource, options: { label: registry.contact.label } });
    expect(contacts.represent({ firstName: 'Anna', lastName: 'Muster' })).toBe('Anna Muster');
    expect(() => contacts.def).toThrow(/before the record registry is loaded/);
  });

  it('useRecordResource suspends until the registry is loaded, then the page reads the definition', async () => {
    let waited = false;
    function Waiting() {
      waited = true;
      return <p>loading</p>;
    }
    // Awaited act: React retries the suspended page inside it once the registry has arrived.
    await act(async () => {
      render(
        <RecordResourcesProvider resources={recordResources}>
          <Suspense fallback={<Waiting />}>
            <ContactSchemaTitle />
          </Suspense>
        </RecordResourcesProvider>,
      );
    });
    expect(waited).toBe(true);
    expect(await screen.findByText(String(registry.contact.schema.title))).toBeInTheDocument();
    expect(recordResources.find((r) => r.name === 'contact')!.def).toBe(registry.contact);
  });

  it('the index says what the registry says about each record', () => {
    for (const [name, def] of Object.entries(registry)) {
      const { resource, backend, label, representation, idField } = def;
      expect(recordIndex[name as keyof typeof recordIndex]).toEqual({ name, resource, backend, label, representation, idField });
    }
  });
});
