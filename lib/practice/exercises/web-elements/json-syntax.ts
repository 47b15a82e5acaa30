// Whether a text fed in pieces is one JSON value, accepting exactly what JSON.parse accepts, without
// building the value or keeping the text: an uploaded .json is checked as it streams in, a chunk at a
// time, instead of being parsed whole on the server's thread (docs/practice/web-elements.md).

// Where the reader is. Plain numbers: the loop below runs once per character.
const VALUE = 0; // a value must come
const VALUE_OR_ARRAY_END = 1; // just after '['
const KEY_OR_OBJECT_END = 2; // just after '{'
const KEY = 3; // after ',' inside an object
const COLON = 4;
const AFTER_VALUE = 5; // ',' or the container's end
const STRING = 6;
const ESCAPE = 7; // after '\' in a string
const UNICODE = 8; // inside \uXXXX
const MINUS = 9; // number: after '-'
const ZERO = 10; // number: a leading 0
const INTEGER = 11;
const DOT = 12; // number: after '.'
const FRACTION = 13;
const EXPONENT = 14; // after 'e' or 'E'
const EXPONENT_SIGN = 15;
const EXPONENT_DIGITS = 16;
const LITERAL = 17; // true, false, null
const DONE = 18; // the top value is complete: only whitespace may follow
const FAILED = 19;

const IN_ARRAY = 0;
const IN_OBJECT = 1;

const isWhitespace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
/** Characters a string may hold as they are: not '"', not '\', no control character. */
const isPlainStringChar = (c: number) => c !== 0x22 && c !== 0x5c && c >= 0x20;

export class JsonSyntaxCheck {
  private state = VALUE;
  /** Open containers, innermost last. */
  private readonly stack: number[] = [];
  private stringIsKey = false;
  private hexLeft = 0;
  private literal = '';
  private literalAt = 0;

  /** False once the text so far cannot begin any JSON value. */
  get plausible(): boolean {
    return this.state !== FAILED;
  }

  feed(text: string): void {
    let i = 0;
    while (i < text.length && this.state !== FAILED) {
      if (this.state === STRING) {
        // Most of a JSON file is string content: skip it without the per-character state machine.
        while (i < text.length && isPlainStringChar(text.charCodeAt(i))) i += 1;
        if (i === text.length) return;
      }
      if (this.step(text.charCodeAt(i))) i += 1;
    }
  }

  /** At the end of the text: whether it was exactly one JSON value (with whitespace around it). */
  finish(): boolean {
    if (this.state === ZERO || this.state === INTEGER || this.state === FRACTION || this.state === EXPONENT_DIGITS) this.valueEnded();
    return this.state === DONE;
  }

  /** Takes one character; false when it was not used and must be read again (the end of a number). */
  private step(c: number): boolean {
    switch (this.state) {
      case VALUE:
      case VALUE_OR_ARRAY_END:
        if (isWhitespace(c)) return true;
        if (c === 0x5d /* ] */ && this.state === VALUE_OR_ARRAY_END) return this.close(IN_ARRAY);
        return this.startValue(c);
      case KEY_OR_OBJECT_END:
      case KEY:
        if (isWhitespace(c)) return true;
        if (c === 0x7d /* } */ && this.state === KEY_OR_OBJECT_END) return this.close(IN_OBJECT);
        if (c !== 0x22) return this.fail();
        this.state = STRING;
        this.stringIsKey = true;
        return true;
      case COLON:
        if (isWhitespace(c)) return true;
        if (c !== 0x3a) return this.fail();
        this.state = VALUE;
        return true;
      case AFTER_VALUE: {
        if (isWhitespace(c)) return true;
        const inside = this.stack[this.stack.length - 1];
        if (c === 0x2c /* , */) {
          this.state = inside === IN_ARRAY ? VALUE : KEY;
          return true;
        }
        if (c === 0x5d && inside === IN_ARRAY) return this.close(IN_ARRAY);
        if (c === 0x7d && inside === IN_OBJECT) return this.close(IN_OBJECT);
        return this.fail();
      }
      case STRING:
        if (c === 0x22) {
          if (this.stringIsKey) this.state = COLON;
          else this.valueEnded();
          return true;
        }
        if (c === 0x5c) {
          this.state = ESCAPE;
          return true;
        }
        return c < 0x20 ? this.fail() : true;
      case ESCAPE:
        // " \ / b f n r t, or u and four hex digits.
        if (c === 0x22 || c === 0x5c || c === 0x2f || c === 0x62 || c === 0x66 || c === 0x6e || c === 0x72 || c === 0x74) {
          this.state = STRING;
          return true;
        }
        if (c !== 0x75) return this.fail();
        this.state = UNICODE;
        this.hexLeft = 4;
        return true;
      case UNICODE:
        if (!isHex(c)) return this.fail();
        this.hexLeft -= 1;
        if (this.hexLeft === 0) this.state = STRING;
        return true;
      case MINUS:
        if (c === 0x30) this.state = ZERO;
        else if (isDigit(c)) this.state = INTEGER;
        else return this.fail();
        return true;
      case ZERO:
      case INTEGER:
        if (isDigit(c) && this.state === INTEGER) return true;
        if (c === 0x2e /* . */) this.state = DOT;
        else if (c === 0x65 || c === 0x45) this.state = EXPONENT;
        else if (isDigit(c)) return this.fail(); // a leading zero followed by digits
        else return this.numberEnded();
        return true;
      case DOT:
        if (!isDigit(c)) return this.fail();
        this.state = FRACTION;
        return true;
      case FRACTION:
        if (isDigit(c)) return true;
        if (c === 0x65 || c === 0x45) {
          this.state = EXPONENT;
          return true;
        }
        return this.numberEnded();
      case EXPONENT:
        if (c === 0x2b || c === 0x2d) this.state = EXPONENT_SIGN;
        else if (isDigit(c)) this.state = EXPONENT_DIGITS;
        else return this.fail();
        return true;
      case EXPONENT_SIGN:
        if (!isDigit(c)) return this.fail();
        this.state = EXPONENT_DIGITS;
        return true;
      case EXPONENT_DIGITS:
        return isDigit(c) ? true : this.numberEnded();
      case LITERAL:
        if (c !== this.literal.charCodeAt(this.literalAt)) return this.fail();
        this.literalAt += 1;
        if (this.literalAt === this.literal.length) this.valueEnded();
        return true;
      case DONE:
        return isWhitespace(c) ? true : this.fail();
      default:
        return true;
    }
  }

  private startValue(c: number): boolean {
    switch (c) {
      case 0x7b: // {
        this.stack.push(IN_OBJECT);
        this.state = KEY_OR_OBJECT_END;
        return true;
      case 0x5b: // [
        this.stack.push(IN_ARRAY);
        this.state = VALUE_OR_ARRAY_END;
        return true;
      case 0x22:
        this.state = STRING;
        this.stringIsKey = false;
        return true;
      case 0x2d:
        this.state = MINUS;
        return true;
      case 0x74:
        return this.startLiteral('true');
      case 0x66:
        return this.startLiteral('false');
      case 0x6e:
        return this.startLiteral('null');
      default:
        if (c === 0x30) this.state = ZERO;
        else if (isDigit(c)) this.state = INTEGER;
        else return this.fail();
        return true;
    }
  }

  private startLiteral(word: string): boolean {
    this.state = LITERAL;
    this.literal = word;
    this.literalAt = 1;
    return true;
  }

  private close(container: number): boolean {
    if (this.stack.pop() !== container) return this.fail();
    this.valueEnded();
    return true;
  }

  private valueEnded(): void {
    this.state = this.stack.length === 0 ? DONE : AFTER_VALUE;
  }

  /** A number ends at the first character that cannot continue it; that character is read again. */
  private numberEnded(): boolean {
    this.valueEnded();
    return false;
  }

  private fail(): boolean {
    this.state = FAILED;
    return true;
  }
}
