/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
/**
 * The booking widget screens' pieces (issue 10 §2): the live preview in the widget form follows
 * the unsaved form, the snippet copies and leads to the test page; the booking and clinic views
 * show the consumer links of behaviour §2 (the preselected provider) and frame the public page.
 */
import type { ComponentProps } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetPreviewWidget } from '../../../src/client/pages/bookingWidgets/WidgetPreviewWidget';
import { BookingViewPage, ClinicViewPage } from '../../../src/client/pages/bookingWidgets/PublicViewPage';
import { SchemaFormContext, type SchemaFormState } from '../../../src/client/admin/SchemaFormContext';
import { apiFetch } from '../../../src/client/api/http';
import { useSession } from '../../../src/client/session/SessionContext';
import { aCentre, aProvider, aSession, CENTRE_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
jest.mock('../../../src/client/session/SessionContext', () => ({ ...jest.requireActual('../../../src/client/session/SessionContext'), useSession: jest.fn() }));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const useSessionMock = useSession as jest.MockedFunction<typeof useSession>;
const WIDGET_ID = '85418f51-ecd4-45f7-a09e-43e46da93617';
const SNIPPET = `<script src="https://kura.example/embed.js" data-kura-booking="${WIDGET_ID}" async></script>`;

function Preview({ formData, value }: { formData: Record<string, unknown>; value?: string }) {
  const state = { def: {} as SchemaFormState['def'], formData, setValue: () => undefined };
  const props = { value, id: 'embedCode', name: 'embedCode', label: 'Embed code', options: {}, schema: {}, onChange: () => undefined } as unknown as WidgetProps;
  return (
    <SchemaFormContext.Provider value={state}>
      <WidgetPreviewWidget {...(props as ComponentProps<typeof WidgetPreviewWidget>)} />
    </SchemaFormContext.Provider>
  );
}

beforeEach(() => {
  apiFetchMock.mockReset();
  useSessionMock.mockReturnValue(aSession());
});

describe('widget preview', () => {
  it("draws the unsaved form's colour, size and text", () => {
    renderPage(<Preview formData={{ buttonColour: '#aa3300', buttonText: 'Termin buchen', buttonSize: 'large' }} />);
    const button = screen.getByTestId('widget-preview-button');
    expect(button).toHaveTextContent('Termin buchen');
    expect(button).toHaveStyle({ background: '#aa3300', color: '#ffffff', fontSize: '18px' });
  });

  it('shows the default text and asks to save first when there is no snippet yet', () => {
    renderPage(<Preview formData={{ buttonColour: '#ffee00' }} />);
    const button = screen.getByTestId('widget-preview-button');
    expect(button).toHaveTextContent('Book online');
    expect(button).toHaveStyle({ color: '#000000' });
    expect(screen.getByText('Once saved, the code for your website appears here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy code' })).not.toBeInTheDocument();
  });

  it('copies the saved snippet and links the test page of this widget', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderPage(<Preview formData={{ bookingUrl: `https://kura.example/booking/${CENTRE_ID}/u1/0?widget=${WIDGET_ID}` }} value={SNIPPET} />);
    expect(screen.getByRole('textbox', { name: 'Code for your website' })).toHaveValue(SNIPPET);
    expect(screen.getByRole('link', { name: 'Try it on a test page' })).toHaveAttribute('href', `/widgetDebug?id=${WIDGET_ID}`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SNIPPET));
    expect(await screen.findByText('The code was copied.')).toBeInTheDocument();
  });
});

describe('booking and clinic views', () => {
  const preselected = 'u2';
  beforeEach(() => {
    const centre = aCentre({
      CentreSetting: { currency: 'CHF', invoiceNumberPrefix: '', invoiceNumberNext: '1', preselectedProviderId: preselected, directInvoicing: false },
      CentreProvider: [aProvider(), aProvider({ centreProvider_id: 'cp2', user_fk: preselected })],
    });
    useSessionMock.mockReturnValue(aSession({ centres: [centre] }));
    apiFetchMock.mockResolvedValue({ bookingEnabled: false });
  });

  it("frames the booking page of the centre's preselected provider, with the booking, EMR and profile links", async () => {
    renderPage(<BookingViewPage />);
    const booking = `${window.location.origin}/booking/${CENTRE_ID}/${preselected}/0`;
    expect(screen.getByTitle("Your practice's public page")).toHaveAttribute('src', booking);
    expect(screen.getAllByRole('link', { name: booking })).toHaveLength(2);
    expect(screen.getByRole('link', { name: `${window.location.origin}/profile/${CENTRE_ID}` })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Copy link' })).toHaveLength(3);
    // Booking switched off: said, as clients would see nothing.
    expect(await screen.findByText(/Online booking is switched off/)).toBeInTheDocument();
  });

  it('frames the practice profile on the clinic view', () => {
    renderPage(<ClinicViewPage />);
    expect(screen.getByTitle("Your practice's public page")).toHaveAttribute('src', `${window.location.origin}/profile/${CENTRE_ID}`);
  });
});
