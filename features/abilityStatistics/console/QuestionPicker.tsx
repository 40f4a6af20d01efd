/**
 * The questions of a team assessment, in the order of its sheet: a search of the bank's enabled questions
 * (react-admin's useGetList over the resource abilityAssessmentQuestion, by part of the stem) adds one, each
 * chosen question can move up or be removed. Read-only once sheets were taken (the server refuses a change).
 */
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useGetList, useInput, useTranslate, ValidationError } from 'react-admin';
import { ASSESSMENT_QUESTION_RESOURCE } from '../contract/assessment';

export interface QuestionChoice {
  id: number;
  stem: string;
  questionTypeName: string;
  businessTypeName: string | null;
}

const PAGE = { page: 1, perPage: 20 };
const SORT = { field: 'id', order: 'ASC' as const };
const describe = (question: QuestionChoice) => [question.businessTypeName, question.questionTypeName].filter(Boolean).join(' · ');

export const QuestionPicker = ({ initial, lockedBy = 0 }: { initial: QuestionChoice[]; lockedBy?: number }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`abilityStatistics.assessmentForm.${key}`, options);
  const { id, field, fieldState } = useInput({ source: 'questionIds' });
  const ids: number[] = Array.isArray(field.value) ? field.value : [];
  const [known, setKnown] = useState(() => new Map(initial.map((question) => [question.id, question])));
  const [search, setSearch] = useState('');
  const locked = lockedBy > 0;
  const keyword = search.trim();
  const { data = [], isPending } = useGetList<QuestionChoice>(ASSESSMENT_QUESTION_RESOURCE, { pagination: PAGE, sort: SORT, filter: keyword ? { keyword } : {} }, { enabled: !locked });
  const choices = data.filter((question) => !ids.includes(question.id));

  const add = (question: QuestionChoice) => {
    setKnown((old) => new Map(old).set(question.id, question));
    field.onChange([...ids, question.id]);
    setSearch('');
  };
  const moveUp = (index: number) => field.onChange(ids.map((item, at) => (at === index - 1 ? ids[index] : at === index ? ids[index - 1] : item)));
  const remove = (index: number) => field.onChange(ids.filter((_, at) => at !== index));
  const error = fieldState.invalid && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined;

  return (
    <Box role="group" aria-labelledby={`${id}-label`} sx={{ width: '100%', mt: 1 }}>
      <Typography id={`${id}-label`} component="div" variant="subtitle2">
        {t('count', { count: ids.length })}
      </Typography>
      {!locked && (
        <Autocomplete<QuestionChoice>
          id={id}
          options={choices}
          value={null}
          inputValue={search}
          onInputChange={(_event, value, reason) => reason !== 'reset' && setSearch(value)}
          onChange={(_event, question) => question && add(question)}
          filterOptions={(options) => options}
          getOptionLabel={(question) => question.stem}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderOption={({ key, ...props }, question) => (
            <li key={key} {...props}>
              <ListItemText primary={question.stem} secondary={describe(question)} />
            </li>
          )}
          loading={isPending}
          loadingText={t('loading')}
          noOptionsText={t('noChoices')}
          size="small"
          fullWidth
          renderInput={(params) => <TextField {...params} label={t('addQuestion')} helperText={t('addQuestionHelper')} error={!!error} onBlur={field.onBlur} />}
        />
      )}
      {ids.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('empty')}
        </Typography>
      ) : (
        <List dense aria-labelledby={`${id}-label`}>
          {ids.map((questionId, index) => {
            const question = known.get(questionId);
            return (
              <ListItem
                key={questionId}
                divider
                secondaryAction={
                  locked ? undefined : (
                    <>
                      <IconButton size="small" aria-label={t('moveUp', { index: index + 1 })} disabled={index === 0} onClick={() => moveUp(index)}>
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton size="small" aria-label={t('remove', { index: index + 1 })} onClick={() => remove(index)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </>
                  )
                }
                sx={{ pr: locked ? 0 : 10 }}
              >
                <ListItemText primary={`${index + 1}. ${question?.stem ?? questionId}`} secondary={question ? describe(question) : undefined} />
              </ListItem>
            );
          })}
        </List>
      )}
      {locked && <FormHelperText>{t('locked', { count: lockedBy })}</FormHelperText>}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
};
