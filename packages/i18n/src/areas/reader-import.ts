import { defineArea } from '../area.ts';

/**
 * The rules of the readers CSV import (docs/reader-csv.md): the preview's row problems and the reason
 * column of the refused-rows download. The column names stay as the file writes them.
 */
export const readerImportTexts = defineArea({
  en: {
    readerImport: {
      rule: {
        headerMissing:
          'The first row must name the columns as the template does (username, fullName, …); it starts with “{{first}}”.',
        unknownColumn: 'This column is not one of the readers file’s columns.',
        duplicateColumn: 'This column is named twice in the header.',
        missingKey: 'The header has no column of the key readers are matched by.',
        syntax:
          'This row cannot be read as CSV: a quoted cell is not closed, or a quote stands inside an unquoted cell.',
        utf16: 'The file is saved as UTF-16 (Unicode text). Save it as CSV in UTF-8 or Shift_JIS.',
        binary: 'This is not a CSV text file. Save the sheet as CSV in UTF-8 or Shift_JIS.',
        tooManyRows: 'The file has more than {{max}} rows. Split it into several files.',
        cellCount: 'This row has {{count}} cells; the header has {{expected}}.',
        oneOf: 'Write one of: {{values}}.',
        yesNo: 'Write 1 or 0 (or true or false), or leave the cell empty.',
        invalid: 'This value cannot be used here.',
        notReader: 'This account is not a reader: the import does not change administrators.',
        duplicateInFile: 'Row {{row}} of the file already uses this value.',
        batchFailed: 'This row could not be written. Import it again.',
      },
    },
  },
  ja: {
    readerImport: {
      rule: {
        headerMissing:
          '1行目には、テンプレートと同じ列名（username、fullName…）を書いてください。1行目は「{{first}}」で始まっています。',
        unknownColumn: 'この列は読者ファイルの列ではありません。',
        duplicateColumn: 'この列名が見出し行に2回あります。',
        missingKey: '読者を照合するキーの列が見出し行にありません。',
        syntax:
          'この行はCSVとして読めません。引用符で囲んだセルが閉じていないか、囲んでいないセルに引用符があります。',
        utf16:
          'ファイルがUTF-16（Unicodeテキスト）で保存されています。UTF-8またはShift_JISのCSVで保存してください。',
        binary: 'CSVのテキストファイルではありません。シートをUTF-8またはShift_JISのCSVで保存してください。',
        tooManyRows: 'ファイルの行数が{{max}}行を超えています。複数のファイルに分けてください。',
        cellCount: 'この行のセルは{{count}}個ですが、見出し行は{{expected}}個です。',
        oneOf: '次のいずれかを書いてください：{{values}}。',
        yesNo: '1か0（またはtrueかfalse）を書くか、空欄にしてください。',
        invalid: 'この値はここでは使えません。',
        notReader: 'このアカウントは読者ではありません。インポートでは管理者を変更しません。',
        duplicateInFile: 'ファイルの{{row}}行目ですでに使われている値です。',
        batchFailed: 'この行は書き込めませんでした。もう一度インポートしてください。',
      },
    },
  },
  vn: {
    readerImport: {
      rule: {
        headerMissing:
          'Dòng đầu tiên phải ghi tên các cột như tệp mẫu (username, fullName, …); dòng này bắt đầu bằng “{{first}}”.',
        unknownColumn: 'Cột này không thuộc các cột của tệp người đọc.',
        duplicateColumn: 'Tên cột này xuất hiện hai lần trong dòng tiêu đề.',
        missingKey: 'Dòng tiêu đề không có cột khóa dùng để đối chiếu người đọc.',
        syntax:
          'Không đọc được dòng này dưới dạng CSV: một ô trong dấu ngoặc kép chưa được đóng, hoặc có dấu ngoặc kép trong ô không được bao.',
        utf16: 'Tệp được lưu dạng UTF-16 (Unicode text). Hãy lưu thành CSV UTF-8 hoặc Shift_JIS.',
        binary: 'Đây không phải tệp văn bản CSV. Hãy lưu bảng tính thành CSV UTF-8 hoặc Shift_JIS.',
        tooManyRows: 'Tệp có hơn {{max}} dòng. Hãy chia thành nhiều tệp.',
        cellCount: 'Dòng này có {{count}} ô; dòng tiêu đề có {{expected}} ô.',
        oneOf: 'Hãy ghi một trong các giá trị: {{values}}.',
        yesNo: 'Hãy ghi 1 hoặc 0 (hoặc true hoặc false), hoặc để trống ô.',
        invalid: 'Không thể dùng giá trị này ở đây.',
        notReader: 'Tài khoản này không phải người đọc: việc nhập không thay đổi quản trị viên.',
        duplicateInFile: 'Dòng {{row}} của tệp đã dùng giá trị này.',
        batchFailed: 'Không ghi được dòng này. Hãy nhập lại.',
      },
    },
  },
});
