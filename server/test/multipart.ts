/** A multipart/form-data body holding one file in the field "file", as the upload forms send it. */
export function multipartFile(filename: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----vehiclebid-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
