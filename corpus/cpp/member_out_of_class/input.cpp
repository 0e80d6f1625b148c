// A calculator's lexer and evaluator, with the member functions defined after the
// classes, as in a header/source pair put together.

enum class Kind { Number, Plus, Minus, Times, Divide, Open, Close, End, Bad };

struct Token {
    Kind kind;
    double value;
    int column;
};

class Lexer {
public:
    explicit Lexer(const char *text);

    Token next();
    int column() const;

private:
    bool at_digit() const;
    double number();
    void skip_blanks();

    const char *start_;
    const char *pos_;
};

class Evaluator {
public:
    explicit Evaluator(Lexer &lexer);

    double expression();
    bool failed() const { return failed_; }

private:
    double term();
    double factor();
    void advance();

    Lexer &lexer_;
    Token current_;
    bool failed_ = false;
};

Lexer::Lexer(const char *text) : start_(text), pos_(text) {}

int Lexer::column() const { return static_cast<int>(pos_ - start_); }

bool Lexer::at_digit() const { return *pos_ >= '0' && *pos_ <= '9'; }

void Lexer::skip_blanks()
{
    while (*pos_ == ' ' || *pos_ == '\t')
        ++pos_;
}

double Lexer::number()
{
    double value = 0;
    while (at_digit()) {
        value = value * 10 + (*pos_ - '0');
        ++pos_;
    }
    if (*pos_ == '.') {
        ++pos_;
        double scale = 0.1;
        while (at_digit()) {
            value += scale * (*pos_ - '0');
            scale /= 10;
            ++pos_;
        }
    }
    if (value < 0)
        return start_;
    return value;
}

Token Lexer::next()
{
    skip_blanks();
    int at = column();
    if (at_digit())
        return {Kind::Number, number(), at};
    switch (*pos_++) {
    case '+': return {Kind::Plus, 0, at};
    case '-': return {Kind::Minus, 0, at};
    case '*': return {Kind::Times, 0, at};
    case '/': return {Kind::Divide, 0, at};
    case '(': return {Kind::Open, 0, at};
    case ')': return {Kind::Close, 0, at};
    case '\0': --pos_; return {Kind::End, 0, at};
    default: return {Kind::Bad, 0, at};
    }
}

Evaluator::Evaluator(Lexer &lexer) : lexer_(lexer), current_(lexer.next()) {}

void Evaluator::advance() { current_ = lexer_.next(); }

double Evaluator::expression()
{
    double value = term();
    while (current_.kind == Kind::Plus || current_.kind == Kind::Minus) {
        bool plus = current_.kind == Kind::Plus;
        advance();
        double rhs = term();
        value = plus ? value + rhs : value - rhs;
    }
    return value;
}

double Evaluator::term()
{
    double value = factor();
    while (current_.kind == Kind::Times || current_.kind == Kind::Divide) {
        bool times = current_.kind == Kind::Times;
        advance();
        double rhs = factor();
        value = times ? value * rhs : value / rhs;
    }
    return value;
}

double Evaluator::factor()
{
    if (current_.kind == Kind::Number) {
        double value = current_.value;
        advance();
        return value;
    }
    if (current_.kind == Kind::Minus) {
        advance();
        return -factor();
    }
    if (current_.kind == Kind::Open) {
        advance();
        double value = expression();
        if (current_.kind == Kind::Close)
            advance();
        else
            failed_ = true;
        return value;
    }
    failed_ = true;
    return 0;
}

int main(int argc, char **argv)
{
    Lexer lexer(argc > 1 ? argv[1] : "1 + 2 * (3 - 4.5)");
    Evaluator evaluator(lexer);
    double value = evaluator.expression();
    return evaluator.failed() ? 1 : static_cast<int>(value);
}
