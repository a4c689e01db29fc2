// Cuts a TCP byte stream into the protocol's lines (../shared/spec/protocol.md): `\n` ends a line, a `\r` before
// it is dropped, a line longer than kMaxLineBytes is refused and skipped, a line that is not valid UTF-8 is
// refused. Memory stays bounded whatever the peer sends: an over-long line is not kept, its bytes are discarded
// until the next newline.
#pragma once

#include <QByteArray>

#include <cstddef>
#include <string_view>

namespace gamut::net {

inline constexpr qsizetype kMaxLineBytes = 4096; // without the line end

// True when `bytes` is well-formed UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF).
bool isValidUtf8(std::string_view bytes);

class LineReader {
public:
    enum class Kind { Line, TooLong, BadUtf8 };
    struct Item {
        Kind kind = Kind::Line;
        QByteArray line; // the line without its end (empty for TooLong)
    };

    // Adds received bytes. Call next() until it returns false to take the complete lines out.
    void feed(const char *data, qsizetype size);
    void feed(const QByteArray &bytes) { feed(bytes.constData(), bytes.size()); }
    bool next(Item &item);

    // Bytes thrown away as parts of over-long lines since the last call (the caller's flood accounting).
    qsizetype takeDiscarded();
    qsizetype buffered() const { return buffer_.size() - start_; }

private:
    QByteArray buffer_;       // received bytes, lines taken from start_
    qsizetype start_ = 0;     // first byte not yet returned
    qsizetype scanned_ = 0;   // bytes from start_ already known to hold no newline
    bool discarding_ = false; // inside an over-long line: drop everything up to the next newline
    qsizetype discarded_ = 0;
};

} // namespace gamut::net
