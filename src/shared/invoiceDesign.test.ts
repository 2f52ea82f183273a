import { DESIGN_IMAGE_MAX_BYTES, designFileProblem, designInUse } from './invoiceDesign';

describe('designInUse', () => {
  it('prints the background over header and logo, the header over the logo, else the logo', () => {
    expect(designInUse({ logo: true, header: true, background: true })).toBe('background');
    expect(designInUse({ logo: true, header: true })).toBe('header');
    expect(designInUse({ logo: true })).toBe('logo');
    expect(designInUse({})).toBeNull();
  });
  it('prints nothing on pre-printed paper', () => {
    expect(designInUse({ logo: true, header: true, background: true }, true)).toBeNull();
  });
});

describe('designFileProblem', () => {
  it('lets JPEG and PNG names up to 5 MB go', () => {
    for (const name of ['a.jpg', 'B.JPEG', 'logo.png']) expect(designFileProblem(name, DESIGN_IMAGE_MAX_BYTES)).toBeNull();
  });
  it('names what it refuses', () => {
    expect(designFileProblem('a.png', 0)).toBe('fileNotSelected');
    expect(designFileProblem('a.png', DESIGN_IMAGE_MAX_BYTES + 1)).toBe('payloadTooLarge');
    for (const name of ['photo.webp', 'scan.bmp', 'logo', 'logo.png.exe']) expect(designFileProblem(name, 10)).toBe('unsupportedImageType');
  });
});
