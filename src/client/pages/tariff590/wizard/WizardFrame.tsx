/**
 * The frame of the tariff 590 wizard's steps (wording.md §2): the 4-step stepper, back/next
 * (next validates the step first and lists what is missing), and the warning when the user
 * leaves the wizard with unsaved data (wording.md §8 "unsaved data will be lost").
 */
import type { ReactNode } from 'react';
import { Box, Button, Step, StepButton, Stepper } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Title, useNavigate, useTranslate } from 'react-admin';
import { UnsavedChangesGuard } from '../../../admin/UnsavedChangesGuard';
import { PageBody } from '../../../components/PageStates';
import { FormErrorSummary } from '../../../components/FormErrorSummary';
import { fieldSummaryItems } from '../../../components/formErrorItems';
import { draftStore, type StepErrors, type WizardDraft } from './wizardDraft';
import { WIZARD_STEPS } from './wizardPaths';

// Moving between the wizard's own steps keeps the draft; leaving them loses it.
const draftIsDirty = () => Boolean(draftStore.get()?.dirty);
const isWizardStep = (pathname: string) => WIZARD_STEPS.some((s) => s.path === pathname);

interface FrameProps {
  step: number;
  draft: WizardDraft | null;
  errors?: StepErrors;
  /** Validates the step; true moves on. Absent on the last step. */
  onNext?: () => boolean;
  nextLabel?: string;
  /** Off once the invoice is created: nothing is left unsaved, so leaving asks nothing. */
  guard?: boolean;
  children: ReactNode;
}

export function WizardFrame({ step, draft, errors = {}, onNext, nextLabel, guard = true, children }: FrameProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <PageBody maxWidth={1100}>
      <Title title="tariff590.wizard.title" />
      {guard && <UnsavedChangesGuard when={draftIsDirty} keeps={isWizardStep} onLeave={draftStore.clear} />}
      <Stepper nonLinear activeStep={step} sx={{ mb: 3, mt: 1 }} data-wizard-step={step + 1}>
        {WIZARD_STEPS.map((s, i) => (
          <Step key={s.path} completed={i < step}>
            {/* Earlier steps may be revisited; later ones only through "next". */}
            <StepButton name={`step-${i + 1}`} disabled={i > step || (!draft && i > 0)} onClick={() => navigate(s.path)}>
              {translate(s.label)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <FormErrorSummary items={fieldSummaryItems(translate, errors)} />
      {children}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3, mb: 3 }}>
        <Button name="back" startIcon={<ArrowBackIcon />} disabled={step === 0} onClick={() => navigate(WIZARD_STEPS[step - 1].path)}>
          {translate('tariff590.wizard.back')}
        </Button>
        {onNext && (
          <Button name="next" variant="contained" endIcon={<ArrowForwardIcon />} onClick={() => onNext() && navigate(WIZARD_STEPS[step + 1].path)}>
            {translate(nextLabel ?? 'tariff590.next')}
          </Button>
        )}
      </Box>
    </PageBody>
  );
}
