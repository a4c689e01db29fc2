// libFuzzer target for the server's line reader (core/net/linereader.h): any bytes, fed in pieces of any size,
// must give exactly the lines a plain reference split gives (over-long lines refused, invalid UTF-8 refused), and
// the reader must never hold more than one line's worth of bytes. Built with -DGAMUT_FUZZ=ON and clang:
//   cmake --build <clang build> --target fuzz_lines && <clang build>/tests/net/fuzz_lines -max_total_time=60
#include "core/net/linereader.h"

#include <QString>

#include <cstdint>
#include <cstdlib>
#include <vector>

using gamut::net::kMaxLineBytes;
using gamut::net::LineReader;

namespace {

void check(bool ok) {
    if (!ok)
        std::abort();
}

struct Expected {
    LineReader::Kind kind;
    QByteArray line;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    if (size < 1)
        return 0;
    // The first byte chooses the piece sizes; the rest is the stream.
    const unsigned pieceSeed = data[0];
    const QByteArray stream(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));

    // The reference: split at every newline, drop one '\r', classify.
    std::vector<Expected> expected;
    qsizetype start = 0;
    for (qsizetype nl; (nl = stream.indexOf('\n', start)) >= 0; start = nl + 1) {
        QByteArray line = stream.mid(start, nl - start);
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.size() > kMaxLineBytes)
            expected.push_back({LineReader::Kind::TooLong, {}});
        else if (!gamut::net::isValidUtf8(std::string_view(line.constData(), std::size_t(line.size()))))
            expected.push_back({LineReader::Kind::BadUtf8, {}});
        else
            expected.push_back({LineReader::Kind::Line, line});
    }
    const bool longTail = stream.size() - start > kMaxLineBytes + 1; // refused before its newline comes

    LineReader reader;
    std::vector<Expected> got;
    qsizetype at = 0;
    unsigned piece = pieceSeed;
    while (at < stream.size()) {
        piece = piece * 1103515245u + 12345u;
        const qsizetype n = std::min<qsizetype>(stream.size() - at, qsizetype(1 + (piece >> 16) % 6000));
        reader.feed(stream.constData() + at, n);
        at += n;
        LineReader::Item item;
        while (reader.next(item))
            got.push_back({item.kind, item.line});
        check(reader.buffered() <= kMaxLineBytes + 1); // never more than one line waits
    }
    check(got.size() == expected.size() + (longTail ? 1 : 0));
    for (std::size_t i = 0; i < expected.size(); ++i) {
        check(got[i].kind == expected[i].kind);
        check(got[i].line == expected[i].line);
        if (got[i].kind == LineReader::Kind::Line) // valid UTF-8 survives a round trip through QString unchanged
            check(QString::fromUtf8(got[i].line).toUtf8() == got[i].line);
    }
    if (longTail)
        check(got.back().kind == LineReader::Kind::TooLong);
    return 0;
}
