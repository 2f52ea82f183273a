import { useState } from 'react';
import { Box, CircularProgress, IconButton, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { Centre } from '../../../../shared/api/contracts';
import { errorBody } from '../../../api/apiError';
import { apiFetch, ApiRequestError } from '../../../api/http';
import { useNotifyError } from '../../../components/useNotifyError';
import { ImageUploadButton } from '../shared/ImageUploadButton';
import { imageFileProblem, imageFormData } from '../shared/imageUpload';
import { Section } from '../../../components/Section';

/** Wording §3/§9: the gallery holds up to 5 images. */
export const MAX_GALLERY_PHOTOS = 5;

type Slot = 'logo' | 'picture' | 'gallery';

function Preview({ src, alt, width, height }: { src: string | null; alt: string; width: number; height: number }) {
  return (
    <Box sx={{ width, height, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}>
      {src ? <img src={src} alt={alt} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} /> : null}
    </Box>
  );
}

/** Logo, main picture and gallery of the practice profile; every change answers the updated centre. */
export function CentreImages({ centre, onCentre }: { centre: Centre; onCentre: (centre: Centre) => void }) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [busy, setBusy] = useState<Slot | null>(null);
  const [localPreview, setLocalPreview] = useState<{ slot: Slot; url: string } | null>(null);
  const base = `/api/centre/${encodeURIComponent(centre.centre_id)}`;

  const upload = async (slot: Slot, files: File[]) => {
    // The same refusals the server would answer, without sending megabytes first.
    const tooMany = slot === 'gallery' && centre.photos.length + files.length > MAX_GALLERY_PHOTOS;
    const problem = tooMany ? 'tooManyPhotos' : files.map(imageFileProblem).find(Boolean);
    if (problem) {
      notifyError('settings.businessInfo.images.unableToUpload', new ApiRequestError(0, errorBody(problem)));
      return;
    }
    setBusy(slot);
    if (slot !== 'gallery') setLocalPreview({ slot, url: URL.createObjectURL(files[0]) });
    try {
      const path = slot === 'gallery' ? `${base}/updatePhotos` : `${base}/updateLogo?${slot}=true`;
      onCentre(await apiFetch<Centre>(path, { method: 'POST', formData: imageFormData(files) }));
    } catch (error) {
      notifyError('settings.businessInfo.images.unableToUpload', error);
    } finally {
      setBusy(null);
      setLocalPreview((p) => {
        if (p) URL.revokeObjectURL(p.url);
        return null;
      });
    }
  };

  const removePhoto = async (fileId: string) => {
    setBusy('gallery');
    try {
      onCentre(await apiFetch<Centre>(`/api/centres/${encodeURIComponent(centre.centre_id)}/deletePhoto`, { method: 'POST', body: { file_id: fileId } }));
    } catch (error) {
      notifyError('common.unableToDelete', error);
    } finally {
      setBusy(null);
    }
  };

  const single = (slot: 'logo' | 'picture', src: string | null, width: number, height: number) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }} data-image-slot={slot}>
      <Typography variant="subtitle2">{translate(`settings.businessInfo.images.${slot}`)}</Typography>
      <Preview src={localPreview?.slot === slot ? localPreview.url : src} alt={translate(`settings.businessInfo.images.${slot}`)} width={width} height={height} />
      <ImageUploadButton
        name={slot}
        label={translate(src ? 'settings.businessInfo.images.replace' : 'settings.businessInfo.images.upload')}
        disabled={busy !== null}
        onFiles={(files) => void upload(slot, files.slice(0, 1))}
      />
    </Box>
  );

  const galleryFull = centre.photos.length >= MAX_GALLERY_PHOTOS;
  return (
    <Section title={translate('settings.businessInfo.images.title')} subtitle={translate('settings.businessInfo.images.hint')} name="images">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
        {single('logo', centre.logo, 160, 160)}
        {single('picture', centre.picture, 320, 180)}
      </Box>
      <Typography variant="subtitle2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {translate('settings.businessInfo.images.gallery', { count: centre.photos.length, max: MAX_GALLERY_PHOTOS })}
        {busy === 'gallery' && <CircularProgress size={16} />}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }} data-image-slot="gallery">
        {centre.photos.map((photo, index) => (
          <Box key={photo.file_id} sx={{ position: 'relative' }}>
            <Preview src={photo.url} alt={translate('settings.businessInfo.images.galleryImage', { number: index + 1 })} width={120} height={90} />
            <IconButton
              size="small"
              aria-label={translate('settings.businessInfo.images.removeImage', { number: index + 1 })}
              disabled={busy !== null}
              onClick={() => void removePhoto(photo.file_id)}
              sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <ImageUploadButton
        name="gallery"
        multiple
        label={translate(galleryFull ? 'settings.businessInfo.images.galleryFull' : 'settings.businessInfo.images.addImages')}
        disabled={busy !== null || galleryFull}
        onFiles={(files) => void upload('gallery', files)}
      />
    </Section>
  );
}
