/**
 * The editor's own inputs (ADR 0048), drawn with Keystatic's UI kit so they look like its fields:
 * a text field that shows its schema's message beside it, a group of fields that may be left out
 * (a service's card), a list of lines, a picture with its description, and a Markdown body kept as
 * the writer wrote it. Each shows its message once the writer has left it or tried to save.
 */
import { Button } from "@keystar/ui/button";
import { Checkbox } from "@keystar/ui/checkbox";
import { Field, FieldMessage } from "@keystar/ui/field";
import { Box, Flex, VStack } from "@keystar/ui/layout";
import { TextArea, TextField } from "@keystar/ui/text-field";
import { Text } from "@keystar/ui/typography";
import { useEffect, useMemo, useState, type ReactElement } from "react";
import { checkPicture, type PictureExtension } from "./picture-check.ts";

export interface InputProps<Value> {
  value: Value;
  onChange(value: Value): void;
  autoFocus: boolean;
  forceValidation: boolean;
}

interface Described {
  label: string;
  description?: string;
  /** The schema's message for a value, undefined when it is fine. */
  check: (value: never) => string | undefined;
}

/** Shows a field's message only once it has been left or a save was tried, as Keystatic's fields do. */
function useShown(forceValidation: boolean) {
  const [left, setLeft] = useState(false);
  return { shown: forceValidation || left, onBlur: () => setLeft(true) };
}

export function TextInput(props: InputProps<string> & Described & { multiline: boolean; required: boolean }) {
  const { shown, onBlur } = useShown(props.forceValidation);
  const Component = props.multiline ? TextArea : TextField;
  return (
    <Component
      label={props.label}
      description={props.description}
      value={props.value}
      onChange={props.onChange}
      onBlur={onBlur}
      isRequired={props.required}
      errorMessage={shown ? (props.check as (value: string) => string | undefined)(props.value) : undefined}
    />
  );
}

/** Keystatic's own input (a choice, a box, a number, a date) with the schema's message under it. */
export function Checked<Value>(
  props: InputProps<Value> & { check: (value: Value) => string | undefined; children: ReactElement },
) {
  const message = props.forceValidation ? props.check(props.value) : undefined;
  return (
    <VStack gap="regular">
      {props.children}
      {message && <FieldMessage>{message}</FieldMessage>}
    </VStack>
  );
}

/** A list of short texts, one a line: inside a group, where Keystatic's list cannot go. */
export function LinesInput(props: InputProps<string[]> & Described) {
  const { shown, onBlur } = useShown(props.forceValidation);
  const [text, setText] = useState(props.value.join("\n"));
  return (
    <TextArea
      label={props.label}
      description={props.description ?? "One item a line."}
      value={text}
      onChange={(next) => {
        setText(next);
        props.onChange(next.split("\n").filter((line) => line.trim() !== ""));
      }}
      onBlur={onBlur}
      errorMessage={shown ? (props.check as (value: string[]) => string | undefined)(props.value) : undefined}
    />
  );
}

export interface GroupValue {
  /** Whether the file has the group at all. */
  on: boolean;
  values: Record<string, unknown>;
}

export interface GroupMember {
  Input(props: InputProps<never>): ReactElement | null;
}

/** A member of a group never takes the focus itself (Keystatic's field props require saying so). */
const NOT_FOCUSED = { autoFocus: false } as const;

/** Fields that come and go together (a service's card): a box to have them, then the fields. */
export function GroupInput(
  props: InputProps<GroupValue> & { label: string; description?: string; members: Record<string, GroupMember> },
) {
  return (
    <VStack gap="large">
      <Checkbox isSelected={props.value.on} onChange={(on) => props.onChange({ ...props.value, on })}>
        {props.label}
      </Checkbox>
      {props.description && (
        <Text size="small" color="neutralSecondary">
          {props.description}
        </Text>
      )}
      {props.value.on && (
        <Box paddingStart="large" borderStart="muted">
          <VStack gap="xlarge">
            {Object.entries(props.members).map(([key, member]) => (
              <member.Input
                key={key}
                value={props.value.values[key] as never}
                onChange={(value: unknown) =>
                  props.onChange({ ...props.value, values: { ...props.value.values, [key]: value } })
                }
                {...NOT_FOCUSED}
                forceValidation={props.forceValidation}
              />
            ))}
          </VStack>
        </Box>
      )}
    </VStack>
  );
}

/** A picture as the form holds it: where it is served from, its description, and a new file if one was chosen. */
export interface PictureValue {
  src: string;
  alt: string;
  upload?: { bytes: Uint8Array; extension: PictureExtension };
}

const TYPES: Record<PictureExtension, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  svg: "image/svg+xml",
};

/** The picture shown in the form: the new file, or the one the site serves now. */
function usePreview(value: PictureValue | null): string | undefined {
  const upload = value?.upload;
  const objectUrl = useMemo(
    () => upload && URL.createObjectURL(new Blob([upload.bytes as BlobPart], { type: TYPES[upload.extension] })),
    [upload],
  );
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return objectUrl ?? (value?.src || undefined);
}

export function PictureInput(props: InputProps<PictureValue | null> & Described) {
  const { shown, onBlur } = useShown(props.forceValidation);
  const [refused, setRefused] = useState<string>();
  const preview = usePreview(props.value);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const checked = checkPicture(bytes, file.name);
    // A refused file changes nothing: the form keeps what it had, so a save writes nothing new.
    if (!checked.ok) return setRefused(checked.message);
    setRefused(undefined);
    props.onChange({
      src: props.value?.src ?? "",
      alt: props.value?.alt ?? "",
      upload: { bytes, extension: checked.extension },
    });
  };
  const message = shown ? (props.check as (value: PictureValue | null) => string | undefined)(props.value) : undefined;
  return (
    <VStack gap="large">
      <Field label={props.label} description={props.description} errorMessage={refused ?? message}>
        {(inputProps) => (
          <input
            {...inputProps}
            type="file"
            accept={Object.values(TYPES).join(",")}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        )}
      </Field>
      {props.value && (
        <Flex gap="large" alignItems="start">
          {preview && (
            <img
              src={preview}
              alt=""
              style={{ width: 160, aspectRatio: "16 / 9", objectFit: "cover", borderRadius: 6 }}
            />
          )}
          <VStack gap="large" flex>
            <TextField
              label={`${props.label}: description (alt)`}
              description="What the picture shows, for readers who cannot see it."
              isRequired
              value={props.value.alt}
              onChange={(alt) => props.onChange({ ...props.value!, alt })}
              onBlur={onBlur}
              errorMessage={
                shown && !props.value.alt.trim()
                  ? "Describe the picture: the description (alt) is required."
                  : undefined
              }
            />
            <Button onPress={() => props.onChange(null)}>Remove the picture</Button>
          </VStack>
        </Flex>
      )}
    </VStack>
  );
}

/** The Markdown body as text: saved exactly as typed, so a file opened and saved stays as it was. */
export function MarkdownInput(props: InputProps<string> & { label: string; description?: string }) {
  return (
    <TextArea
      label={props.label}
      description={props.description}
      value={props.value}
      onChange={props.onChange}
      UNSAFE_style={{ fontFamily: "ui-monospace, monospace" }}
      height="100%"
    />
  );
}
