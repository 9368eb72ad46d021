import type {
  ButtonAlign,
  Language,
  SearchableField,
  SearchOperation,
  SearchTabType,
} from '@hondana/contract';

/** One box of a search tab; `groups` names the service's content groups a choice box offers. */
export interface SearchPageBox {
  label: string;
  labelTranslations: Partial<Record<Language, string>>;
  operation: SearchOperation;
  searchType: SearchTabType;
  searchFields: SearchableField[];
  matchValues?: string[];
  groups?: string[];
  size: number;
}

/** One tab of a service's search overlay, with its button and its boxes. */
export interface SearchPageTab {
  title: string;
  titleTranslations: Partial<Record<Language, string>>;
  type: SearchTabType;
  button: {
    label: string;
    labelTranslations: Partial<Record<Language, string>>;
    icon: string;
    backgroundColor: string;
    textColor: string;
    align: ButtonAlign;
  };
  boxes: SearchPageBox[];
}
